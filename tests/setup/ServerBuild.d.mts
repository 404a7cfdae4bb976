/** Types of ServerBuild.mjs, for the TypeScript tests that share it with the benches. */
/** Compiles dist/node (tsc -p tsconfig.node.json) when the server's or the launcher's build is missing or older than its sources. */
export declare function ensureBuilt(repo: string): void;
