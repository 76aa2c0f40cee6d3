/** spec §2 "Redirects". */
export const REDIRECTS = {
  "/services/family-cases/sub-services": "/services/family",
  "/services/contract-drafting/sub-services": "/services/contract-drafting",
} as const;

/** spec §2: placeholder routes that show the not-found page. */
export const PLACEHOLDERS = [
  "/services/labor-cases/sub-services",
  "/services/rental-disputes/sub-services",
  "/services/arbitration/sub-services",
  "/company-services/qfc-qicdrc/registration",
  "/contracts",
  "/compliance",
  "/fdi",
  "/company-services/general/governance",
  "/m-and-a",
  "/restructuring",
  "/ip",
] as const;

