import type { SocialNetwork } from "~/lib/site-content";

/** Brand glyphs drawn inline (lucide dropped brand icons); simplified single-path marks. */
const PATHS: Partial<Record<SocialNetwork, string>> = {
  facebook: "M14 8h3V4h-3c-2.8 0-5 2.2-5 5v2H7v4h2v7h4v-7h3l1-4h-4V9c0-.6.4-1 1-1z",
  instagram:
    "M12 7.2A4.8 4.8 0 1 0 12 16.8 4.8 4.8 0 0 0 12 7.2zm0 7.9a3.1 3.1 0 1 1 0-6.2 3.1 3.1 0 0 1 0 6.2zM17.3 5.6a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2zM21 8.1c-.1-1.6-.4-3-1.6-4.2S16.8 2.4 15.2 2.3C13.6 2.2 10.4 2.2 8.8 2.3 7.2 2.4 5.8 2.7 4.6 3.9S3.1 6.5 3 8.1c-.1 1.6-.1 6.2 0 7.8.1 1.6.4 3 1.6 4.2s2.6 1.5 4.2 1.6c1.6.1 4.8.1 6.4 0 1.6-.1 3-.4 4.2-1.6s1.5-2.6 1.6-4.2c.1-1.6.1-6.2 0-7.8zm-2 9.6a3.2 3.2 0 0 1-1.8 1.8c-1.3.5-4.3.4-5.2.4s-3.9.1-5.2-.4a3.2 3.2 0 0 1-1.8-1.8c-.5-1.3-.4-4.3-.4-5.7s-.1-4.4.4-5.7a3.2 3.2 0 0 1 1.8-1.8c1.3-.5 4.3-.4 5.2-.4s3.9-.1 5.2.4a3.2 3.2 0 0 1 1.8 1.8c.5 1.3.4 4.3.4 5.7s.1 4.4-.4 5.7z",
  linkedin:
    "M6.9 8.9H3.4V20h3.5V8.9zM5.1 3.5a2 2 0 1 0 0 4.1 2 2 0 0 0 0-4.1zM20.6 13.6c0-3-1.6-4.9-4.2-4.9-1.5 0-2.5.8-2.9 1.6V8.9h-3.4V20h3.5v-5.5c0-1.5.3-2.9 2.1-2.9s1.8 1.7 1.8 3V20h3.5l-.4-6.4z",
};

export function SocialIcon({ network, className }: { network: SocialNetwork; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="currentColor">
      <path d={PATHS[network] ?? ""} />
    </svg>
  );
}
