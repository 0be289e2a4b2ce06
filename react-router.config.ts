import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  // BUILD_DIR lets a test build into a throwaway folder (tests/integration/client-secrets.test.ts).
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
