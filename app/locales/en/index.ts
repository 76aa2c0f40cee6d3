import auth from "./auth.json";
import common from "./common.json";
import dashboard from "./dashboard.json";
import pages from "./pages.json";
import updates from "./updates.json";
import library from "./library.json";
import careers from "./careers.json";
import contact from "./contact.json";
import lawyers from "./lawyers.json";
import consultations from "./consultations.json";
import notifications from "./notifications.json";
import company from "./company.json";
import lawyerDesk from "./lawyerDesk.json";
import voice from "./voice.json";
import cases from "./cases.json";

export default { common, auth, pages, dashboard, updates, library, careers, contact, lawyers, consultations, notifications, company, lawyerDesk, voice, cases };
