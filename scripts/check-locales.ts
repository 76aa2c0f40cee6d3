/** Fails when a UI string exists in one language but not the other. */
import { missingKeys } from "./locale-keys";

const { missingInAr, missingInEn } = missingKeys();
for (const key of missingInAr) console.error(`missing in ar: ${key}`);
for (const key of missingInEn) console.error(`missing in en: ${key}`);
if (missingInAr.length || missingInEn.length) process.exit(1);
console.log("locales: ar and en have the same keys");
