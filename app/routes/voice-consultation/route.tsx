import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { serviceAreaOf } from "~/components/consultations/booking-state";
import { VoiceBookingForm } from "~/components/voice/voice-booking-form";
import { VoiceServiceSections } from "~/components/voice/voice-service-sections";
import { PageHeader } from "~/components/layout/page-header";
import { getTranslator } from "~/i18n/i18next.server";
import { readConsultationSelection } from "~/utils/consultation-selection.server";
import { formatQar } from "~/utils/format";
import { metaFrom } from "~/utils/meta";
import { callerFor } from "~/utils/trpc.server";
import voiceStyles from "~/styles/voice.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: voiceStyles }];

/**
 * /voice-consultation (issue 4 §2): what a voice consultation is, phone or in-browser, and a plain
 * GET form into the booking flow (/consultations?kind=voice&voiceMode=…), carrying over the lawyer
 * and service chosen on a profile or service page.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { t, locale } = await getTranslator(request);
  const params = new URL(request.url).searchParams;
  const selection = await readConsultationSelection(request, locale);
  const fees = await (await callerFor(request)).calls.voiceFees({ lawyerId: selection?.lawyer?.id });
  const feeText =
    fees.from === null || fees.to === null
      ? t("voice:page.feesNone")
      : fees.from === fees.to
      ? t("voice:page.feesSingle", { from: formatQar(fees.from, locale) })
      : t("voice:page.feesRange", {
          from: formatQar(fees.from, locale),
          to: formatQar(fees.to, locale),
        });
  const lawyerFeeText =
    selection?.lawyer && fees.lawyerFee !== undefined
      ? fees.lawyerFee === null
        ? t("voice:page.feesLawyerNone", { name: selection.lawyer.name })
        : t("voice:page.feesLawyer", {
            name: selection.lawyer.name,
            fee: formatQar(fees.lawyerFee, locale),
          })
      : null;
  // ?service= is an area name or a service page's slug, as the booking flow reads it.
  const rawService = (params.get("service") ?? "").slice(0, 120);
  const area = serviceAreaOf(rawService);
  const service = selection?.service
    ? { label: selection.service.title, href: selection.service.slug }
    : area
    ? { label: t(`lawyers:areas.${area}`), href: null }
    : null;
  return {
    choice: { lawyer: selection?.lawyer ?? null, service },
    carry: {
      lawyer: selection?.lawyer ? selection.lawyer.id : null,
      service: area ? rawService : null,
    },
    voiceMode: params.get("voiceMode") === "browser" ? ("browser" as const) : ("phone" as const),
    feeText,
    lawyerFeeText,
    meta: {
      title: t("pages:voiceConsultation.title"),
      description: t("pages:voiceConsultation.description"),
    },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaFrom(data);

export default function VoiceConsultation() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("pages");
  return (
    <article className="container page">
      <PageHeader
        heading={t("voiceConsultation.heading")}
        intro={t("voiceConsultation.intro")}
        crumbs={[{ to: "/voice-consultation", label: t("voiceConsultation.heading") }]}
      />
      <VoiceServiceSections feeText={data.feeText} lawyerFeeText={data.lawyerFeeText} />
      <VoiceBookingForm choice={data.choice} carry={data.carry} defaultMode={data.voiceMode} />
    </article>
  );
}
