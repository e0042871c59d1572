/** A screen catalogue compiled at build time (`compile-catalogue.ts`): compiled messages by dotted key. */
declare module '*.json?compiled' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports -- an ambient declaration cannot import at the top
  const messages: Record<string, import('@lingui/message-utils/compileMessage').CompiledMessage>;
  export default messages;
}
