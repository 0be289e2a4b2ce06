/** The part of ua-parser-js 1.x this app reads (the 1.x package ships no types of its own). */
declare module "ua-parser-js" {
  interface UAParserResult {
    browser: { name?: string; version?: string };
    device: { type?: string; vendor?: string; model?: string };
    os: { name?: string; version?: string };
  }
  class UAParser {
    constructor(userAgent?: string);
    getResult(): UAParserResult;
  }
  export default UAParser;
}
