export declare function databaseTestFiles(): Promise<string[]>;
