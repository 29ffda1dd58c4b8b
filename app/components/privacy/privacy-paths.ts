/** The pages of the privacy rights (issue #34) that are not the "My data" hub. */
export const ERASE_PATH = "/account/data/erase";
export const NOMINEE_PATH = "/account/data/nominee";
export const GRIEVANCE_PATH = "/account/grievance";
export const STAFF_GRIEVANCES_PATH = "/staff/grievances";
export const NOMINEE_REMOVE_PATH = "/account/data/nominee/remove";
