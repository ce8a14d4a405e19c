// @mdn/mdn-http-observatory ships JavaScript with JSDoc only: the part of its API bench/ uses.
declare module '@mdn/mdn-http-observatory' {
  export interface ScanOptions {
    headers?: string[];
    cookies?: string[];
    /** Port of the http:// request (default 80). Needs patches/@mdn__mdn-http-observatory@1.4.8.patch. */
    httpPort?: string;
    /** Port of the https:// request (default 443). */
    httpsPort?: string;
    /** Path of the page to scan (default `/`). */
    path?: string;
  }
  export interface TestResult {
    expectation: string;
    pass: boolean | null;
    result: string | null;
    scoreModifier: number | null;
    scoreDescription: string | null;
    data?: unknown;
  }
  export interface ScanResult {
    scan: {
      algorithmVersion: number;
      grade: string | null;
      error: string | null;
      score: number | null;
      statusCode: number | null;
      testsFailed: number;
      testsPassed: number;
      testsQuantity: number;
      responseHeaders: Record<string, string>;
    };
    tests: Record<string, TestResult>;
  }
  export function scan(hostname: string, options?: ScanOptions): Promise<ScanResult>;
}
