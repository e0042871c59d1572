export declare const WEB_INPUTS: string[];
export declare const WEB_OUTPUT: string;
export declare const SERVER_INPUTS: string[];
export declare const SERVER_OUTPUT: string;
export declare function newestMtime(target: string): number;
export declare function buildIsCurrent(inputs: string[], output: string, root?: string): boolean;
export declare function webBuildIsCurrent(root?: string): boolean;
export declare function serverBuildIsCurrent(root?: string): boolean;
