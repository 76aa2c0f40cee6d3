import {
  Briefcase,
  Building2,
  FileSignature,
  Gavel,
  Handshake,
  IdCardLanyard,
  Landmark,
  Languages,
  Scale,
  ShieldAlert,
  Store,
  Users,
  type LucideIcon,
} from "lucide-react";
import type { PracticeArea } from "#server/lawyers/catalog";

/** One icon per practice area (lucide), for the home page and service overviews; decorative beside the label. */
export const AREA_ICONS: Record<PracticeArea, LucideIcon> = {
  commercial: Briefcase,
  "commercial-litigation": Gavel,
  criminal: ShieldAlert,
  family: Users,
  employment: IdCardLanyard,
  "dispute-resolution": Handshake,
  civil: Scale,
  "commercial-cases": Store,
  "contract-drafting": FileSignature,
  "legal-translation": Languages,
  "company-services": Building2,
  "qfc-litigation": Landmark,
};
