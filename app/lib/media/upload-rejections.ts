/** Why an upload was refused, and the message (an `admin` namespace key) an editor shows for it. */
export type UploadRejection =
  | "empty"
  | "tooLarge"
  | "unsupportedType"
  | "unreadable"
  | "tooManyPixels"
  | "unsafeSvg"
  | "svgOnlyForLogos";

export const UPLOAD_REJECTION_MESSAGES: Record<UploadRejection, string> = {
  empty: "admin:images.errors.empty",
  tooLarge: "admin:images.errors.tooLarge",
  unsupportedType: "admin:images.errors.unsupportedType",
  unreadable: "admin:images.errors.unreadable",
  tooManyPixels: "admin:images.errors.tooManyPixels",
  unsafeSvg: "admin:images.errors.unsafeSvg",
  svgOnlyForLogos: "admin:images.errors.svgOnlyForLogos",
};
