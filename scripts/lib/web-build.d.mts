export declare const WEB_INPUTS: string[];
export declare const WEB_OUTPUT: string;
export declare function newestMtime(target: string): number;
export declare function webBuildIsCurrent(root?: string): boolean;
