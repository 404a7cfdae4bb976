/** Types of NodeBuild.mjs, for the TypeScript tests that share it with the benches. */
/** Compiles and bundles dist/node (as `npm run build:node`) when it is missing or older than its sources. */
export declare function ensureNodeBuilt(repo: string): Promise<void>;
