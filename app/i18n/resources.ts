import arAuth from "~/locales/ar/auth.json";
import arCommon from "~/locales/ar/common.json";
import arDashboard from "~/locales/ar/dashboard.json";
import arPages from "~/locales/ar/pages.json";
import enAuth from "~/locales/en/auth.json";
import enCommon from "~/locales/en/common.json";
import enDashboard from "~/locales/en/dashboard.json";
import enPages from "~/locales/en/pages.json";
import arUpdates from "~/locales/ar/updates.json";
import enUpdates from "~/locales/en/updates.json";
import arLibrary from "~/locales/ar/library.json";
import enLibrary from "~/locales/en/library.json";
import arCareers from "~/locales/ar/careers.json";
import enCareers from "~/locales/en/careers.json";
import arContact from "~/locales/ar/contact.json";
import enContact from "~/locales/en/contact.json";
import arLawyers from "~/locales/ar/lawyers.json";
import enLawyers from "~/locales/en/lawyers.json";
import arConsultations from "~/locales/ar/consultations.json";
import enConsultations from "~/locales/en/consultations.json";
import arNotifications from "~/locales/ar/notifications.json";
import enNotifications from "~/locales/en/notifications.json";
import arCompany from "~/locales/ar/company.json";
import enCompany from "~/locales/en/company.json";
import arLawyerDesk from "~/locales/ar/lawyerDesk.json";
import enLawyerDesk from "~/locales/en/lawyerDesk.json";
import arVoice from "~/locales/ar/voice.json";
import enVoice from "~/locales/en/voice.json";
import arCases from "~/locales/ar/cases.json";
import enCases from "~/locales/en/cases.json";
import arBackOffice from "~/locales/ar/backOffice.json";
import enBackOffice from "~/locales/en/backOffice.json";
import arAdminReview from "~/locales/ar/adminReview.json";
import enAdminReview from "~/locales/en/adminReview.json";
import arAdminUsers from "~/locales/ar/adminUsers.json";
import enAdminUsers from "~/locales/en/adminUsers.json";
import arAdminContent from "~/locales/ar/adminContent.json";
import enAdminContent from "~/locales/en/adminContent.json";
import arAdminInbox from "~/locales/ar/adminInbox.json";
import enAdminInbox from "~/locales/en/adminInbox.json";
import arAdminPublishing from "~/locales/ar/adminPublishing.json";
import enAdminPublishing from "~/locales/en/adminPublishing.json";
import arAdminAudit from "~/locales/ar/adminAudit.json";
import enAdminAudit from "~/locales/en/adminAudit.json";
import arReviews from "~/locales/ar/reviews.json";
import enReviews from "~/locales/en/reviews.json";
import arChatbot from "~/locales/ar/chatbot.json";
import enChatbot from "~/locales/en/chatbot.json";
import arTwoFactor from "~/locales/ar/twoFactor.json";
import enTwoFactor from "~/locales/en/twoFactor.json";
import arPrivacy from "~/locales/ar/privacy.json";
import enPrivacy from "~/locales/en/privacy.json";
import arEngagement from "~/locales/ar/engagement.json";
import enEngagement from "~/locales/en/engagement.json";
import arBilling from "~/locales/ar/billing.json";
import enBilling from "~/locales/en/billing.json";
import arEmails from "~/locales/ar/emails.json";
import enEmails from "~/locales/en/emails.json";

/**
 * Every string of the UI and the emails, by language and namespace. The server holds both languages; a page
 * ships one, without the emails (app/locales/{ar,en}/index.ts).
 */
export const resources = {
  ar: {
    common: arCommon,
    auth: arAuth,
    pages: arPages,
    dashboard: arDashboard,
    updates: arUpdates,
    library: arLibrary,
    careers: arCareers,
    contact: arContact,
    lawyers: arLawyers,
    consultations: arConsultations,
    notifications: arNotifications,
    company: arCompany,
    lawyerDesk: arLawyerDesk,
    voice: arVoice,
    cases: arCases,
    backOffice: arBackOffice,
    adminReview: arAdminReview,
    adminUsers: arAdminUsers,
    adminContent: arAdminContent,
    adminInbox: arAdminInbox,
    adminPublishing: arAdminPublishing,
    adminAudit: arAdminAudit,
    reviews: arReviews,
    chatbot: arChatbot,
    twoFactor: arTwoFactor,
    privacy: arPrivacy,
    engagement: arEngagement,
    billing: arBilling,
    emails: arEmails,
  },
  en: {
    common: enCommon,
    auth: enAuth,
    pages: enPages,
    dashboard: enDashboard,
    updates: enUpdates,
    library: enLibrary,
    careers: enCareers,
    contact: enContact,
    lawyers: enLawyers,
    consultations: enConsultations,
    notifications: enNotifications,
    company: enCompany,
    lawyerDesk: enLawyerDesk,
    voice: enVoice,
    cases: enCases,
    backOffice: enBackOffice,
    adminReview: enAdminReview,
    adminUsers: enAdminUsers,
    adminContent: enAdminContent,
    adminInbox: enAdminInbox,
    adminPublishing: enAdminPublishing,
    adminAudit: enAdminAudit,
    reviews: enReviews,
    chatbot: enChatbot,
    twoFactor: enTwoFactor,
    privacy: enPrivacy,
    engagement: enEngagement,
    billing: enBilling,
    emails: enEmails,
  },
};
