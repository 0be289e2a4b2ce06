/**
 * Every test process has the server's identifier key installed, as the server's start installs it
 * (decision 0040): the suppression checks inside the senders hash addresses with it.
 */
import { installIdentifierKey } from "~/.server/services/privacy";

export const TEST_AUTH_SECRET = "test-identifier-secret-8Jq3Vn5Lw2Xc7Rp4Tz";

installIdentifierKey(TEST_AUTH_SECRET);
