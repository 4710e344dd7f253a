/** The Node options of an apps/api/package.json script (`start` by default), e.g. ['--enable-source-maps', '--single-threaded-gc']. */
export declare const nodeFlagsOf: (script?: 'start' | 'worker') => string[];
