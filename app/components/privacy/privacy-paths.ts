/**
 * The addresses of the privacy rights (issue #34), in one module. The header's menu (app/components/shell/
 * nav-links.ts, on every page) takes "My data" from here: it holds addresses only, nothing that would grow every
 * page's first load.
 */

/** The "My data" hub, where a patient sees and uses their rights over the data held about them. */
export const MY_DATA_PATH = "/account/data";

/** One export's archive, for its owner only (app/routes/account-data-export.ts). */
export const dataExportPath = (exportId: number) => `${MY_DATA_PATH}/export/${exportId}`;

export const ERASE_PATH = "/account/data/erase";
export const NOMINEE_PATH = "/account/data/nominee";
export const NOMINEE_REMOVE_PATH = "/account/data/nominee/remove";
export const GRIEVANCE_PATH = "/account/grievance";
export const STAFF_GRIEVANCES_PATH = "/staff/grievances";
