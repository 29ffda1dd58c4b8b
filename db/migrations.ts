import type { Migration, MigrationProvider } from "kysely";
import * as m0001 from "./migrations/0001-init";
import * as m0002 from "./migrations/0002-accounts";
import * as m0003 from "./migrations/0003-places-and-tests";
import * as m0004 from "./migrations/0004-nearest-first-indexes";
import * as m0005 from "./migrations/0005-doctors-and-appointments";
import * as m0006 from "./migrations/0006-sample-requests";
import * as m0007 from "./migrations/0007-doctor-search-by-place";
import * as m0008 from "./migrations/0008-speciality-best-rated";
import * as m0009 from "./migrations/0009-sample-request-booking";
import * as m0010 from "./migrations/0010-payments";
import * as m0011 from "./migrations/0011-about-translations";
import * as m0012 from "./migrations/0012-order-lifecycle";
import * as m0013 from "./migrations/0013-place-list-indexes";
import * as m0014 from "./migrations/0014-staff-second-factor";
import * as m0015 from "./migrations/0015-refunds";
import * as m0019 from "./migrations/0019-operations-indexes";
import * as m0020 from "./migrations/0020-invoice-files";
import * as m0021 from "./migrations/0021-message-sending-claim";
import * as m0022 from "./migrations/0022-test-prices-in-paise";
import * as m0024 from "./migrations/0024-family-booking";
import * as m0028 from "./migrations/0028-visitor-baskets";
import * as m0029 from "./migrations/0029-member-whatsapp-consent";
import * as m0031 from "./migrations/0031-data-exports";
import * as m0032 from "./migrations/0032-consent-withdrawals";
import * as m0034 from "./migrations/0034-account-erasures";
import * as m0035 from "./migrations/0035-nominees";
import * as m0036 from "./migrations/0036-grievances";
import * as m0037 from "./migrations/0037-invoice-links";
import * as m0039 from "./migrations/0039-result-values";
import * as m0042 from "./migrations/0042-verification-codes";
import * as m0043 from "./migrations/0043-whatsapp-chats";
import * as m0046 from "./migrations/0046-reminders";
import * as m0048 from "./migrations/0048-staff-searches";
import * as m0049 from "./migrations/0049-member-whatsapp-withdrawals";
import * as m0050 from "./migrations/0050-my-requests-by-date";
import * as m0051 from "./migrations/0051-invoice-name";

/** Every migration, in order. Listed here (not read from disk) so the bundled server carries them. */
const migrations: Record<string, Migration> = {
  "0001-init": m0001,
  "0002-accounts": m0002,
  "0003-places-and-tests": m0003,
  "0004-nearest-first-indexes": m0004,
  "0005-doctors-and-appointments": m0005,
  "0006-sample-requests": m0006,
  "0007-doctor-search-by-place": m0007,
  "0008-speciality-best-rated": m0008,
  "0009-sample-request-booking": m0009,
  "0010-payments": m0010,
  "0011-about-translations": m0011,
  "0012-order-lifecycle": m0012,
  "0013-place-list-indexes": m0013,
  "0014-staff-second-factor": m0014,
  "0015-refunds": m0015,
  "0019-operations-indexes": m0019,
  "0020-invoice-files": m0020,
  "0021-message-sending-claim": m0021,
  "0022-test-prices-in-paise": m0022,
  "0024-family-booking": m0024,
  "0028-visitor-baskets": m0028,
  "0029-member-whatsapp-consent": m0029,
  "0031-data-exports": m0031,
  "0032-consent-withdrawals": m0032,
  "0034-account-erasures": m0034,
  "0035-nominees": m0035,
  "0036-grievances": m0036,
  "0037-invoice-links": m0037,
  "0039-result-values": m0039,
  "0042-verification-codes": m0042,
  "0043-whatsapp-chats": m0043,
  "0046-reminders": m0046,
  "0048-staff-searches": m0048,
  "0049-member-whatsapp-withdrawals": m0049,
  "0050-my-requests-by-date": m0050,
  "0051-invoice-name": m0051,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
