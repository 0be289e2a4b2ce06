import type { ReactNode } from "react";

/** A message in the page: a status when all went well, an alert when it did not. */
export function Alert({ tone, children }: { tone: "success" | "error"; children: ReactNode }) {
  const colours = tone === "success" ? "border-brand-700 bg-brand-50 text-brand-800" : "border-red-700 bg-white text-red-700";
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`mb-6 rounded-lg border px-4 py-3 text-sm font-medium ${colours}`}
    >
      {children}
    </div>
  );
}
