import { FAMILY_PATH } from "../family/family-paths";
import { ERASE_PATH, GRIEVANCE_PATH, NOMINEE_PATH } from "./privacy-paths";

/** Issue #34: the "My data" hub, where a patient sees and uses their rights over the data held about them. */
export const MY_DATA_PATH = "/account/data";

/** One export's archive, for its owner only (app/routes/account-data-export.ts). */
export const dataExportPath = (exportId: number) => `${MY_DATA_PATH}/export/${exportId}`;

/**
 * "Your other rights" on the hub: each right with a page of its own, its title and a line of text under
 * `rights.<name>` in the myData namespace. A right's page is listed here once it exists.
 */
export const OTHER_RIGHTS = [
  { to: FAMILY_PATH, key: "rights.correct" },
  { to: ERASE_PATH, key: "rights.erase" },
  { to: NOMINEE_PATH, key: "rights.nominee" },
  { to: GRIEVANCE_PATH, key: "rights.grievance" },
] as const;
