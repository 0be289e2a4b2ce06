/** A mail link: the address percent-encoded but for "@", so "?" or "&" in it cannot add headers. */
export function mailtoHref(email: string, subject?: string): string {
  const address = encodeURIComponent(email).replace(/%40/g, "@");
  return subject ? `mailto:${address}?subject=${encodeURIComponent(subject)}` : `mailto:${address}`;
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
