/** Issue #28: "My health", a logged-in patient's family's test values and trends; `?member=` picks the person. */
export const MY_HEALTH_PATH = "/account/health";

export const memberHealthPath = (memberId: number) => `${MY_HEALTH_PATH}?member=${memberId}`;
