import auth from "./auth.json";
import common from "./common.json";
import dashboard from "./dashboard.json";
import pages from "./pages.json";

export default { common, auth, pages, dashboard };
