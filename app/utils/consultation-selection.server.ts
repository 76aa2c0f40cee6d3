import { appErrorOf, callerFor } from "./trpc.server";

export interface ConsultationSelection {
  lawyer: { id: string; name: string } | null;
  service: { slug: string; title: string } | null;
}

async function orNull<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    // An unknown, unverified or malformed id in a shared link is simply not shown.
    if (appErrorOf(error)) return null;
    throw error;
  }
}

/**
 * The lawyer and service chosen on a profile or service page (`/consultations?lawyer=…&service=…`),
 * resolved through the public procedures so only listed lawyers and real services appear.
 */
export async function readConsultationSelection(request: Request, locale: "ar" | "en"): Promise<ConsultationSelection | null> {
  const params = new URL(request.url).searchParams;
  const lawyerId = params.get("lawyer");
  const service = params.get("service");
  if (!lawyerId && !service) return null;
  const caller = await callerFor(request);
  const [lawyer, servicePage] = await Promise.all([
    lawyerId ? orNull(caller.lawyers.byId({ id: lawyerId.slice(0, 64) })) : null,
    service ? orNull(caller.services.bySlug({ slug: `/${service.replace(/^\/+/, "").slice(0, 120)}` })) : null,
  ]);
  if (!lawyer && !servicePage) return null;
  return {
    lawyer: lawyer ? { id: lawyer.id, name: lawyer.name[locale] } : null,
    service: servicePage ? { slug: servicePage.page.slug, title: servicePage.page[locale].title } : null,
  };
}
