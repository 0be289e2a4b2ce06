import { useTranslation } from "react-i18next";

/** The brand mark: a crest of three rising bars under an arc, with the word mark beside it. */
export function Logo({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  const { t } = useTranslation();
  const word = inverted ? "#ffffff" : "#0f2a3d";
  return (
    <svg className={className} viewBox="0 0 220 48" role="img" aria-label={t("brand.name")} width="220" height="48">
      <path d="M6 30a18 18 0 0 1 36 0" fill="none" stroke="#e0b25a" strokeWidth="4" strokeLinecap="round" />
      <rect x="13" y="24" width="5" height="16" rx="1.5" fill="#0b6e6d" />
      <rect x="21.5" y="18" width="5" height="22" rx="1.5" fill="#0b6e6d" />
      <rect x="30" y="24" width="5" height="16" rx="1.5" fill="#0b6e6d" />
      <text x="52" y="27" fontFamily="Inter Variable, system-ui, sans-serif" fontSize="20" fontWeight="700" fill={word}>
        Crestway
      </text>
      <text
        x="52"
        y="42"
        fontFamily="Inter Variable, system-ui, sans-serif"
        fontSize="10.5"
        letterSpacing="2.6"
        fill={inverted ? "#d5ecec" : "#095756"}
      >
        HOSPITALITY
      </text>
    </svg>
  );
}
