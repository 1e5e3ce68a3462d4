/** Test helpers of the access-control contract. Never imported by product code. */
export * from './mapping-tree';
