export declare function apiTestFiles(): string[];
export declare function databaseTestFiles(): Promise<string[]>;
