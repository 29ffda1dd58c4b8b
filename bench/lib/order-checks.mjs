// What the load, crash and database-restart benches check in the database afterwards (issue #16): every booking a
// virtual patient saw acknowledged is stored exactly once, and every payment is whole (attempt, order and invoice
// agree) or not there at all.

/**
 * Bookings by their request keys. `attempts` are { requestKey, id, acknowledged } from VirtualPatient.book.
 * Lost: acknowledged but missing, or stored under another id. Duplicated: a key stored twice (the unique index makes
 * this impossible; checked anyway), or a virtual patient holding rows none of its keys explain.
 */
export async function checkBookings(db, attempts, { uids = [], since } = {}) {
  const keys = attempts.map((attempt) => attempt.requestKey);
  const { rows } = await db.query(`select id, request_key from sample_requests where request_key = any($1)`, [keys]);
  const byKey = new Map();
  for (const row of rows) byKey.set(row.request_key, [...(byKey.get(row.request_key) ?? []), Number(row.id)]);
  const acknowledged = attempts.filter((attempt) => attempt.acknowledged);
  const lost = acknowledged.filter((attempt) => (byKey.get(attempt.requestKey) ?? []).length === 0 || !byKey.get(attempt.requestKey).includes(attempt.id));
  const duplicated = [...byKey.values()].filter((ids) => ids.length > 1).length;
  let unexplained = 0;
  if (uids.length > 0 && since) {
    const made = await db.query(`select count(*)::int as n from sample_requests where uid = any($1) and created_at >= $2`, [uids, since]);
    unexplained = made.rows[0].n - rows.length;
  }
  const unacknowledgedStored = attempts.filter((attempt) => !attempt.acknowledged && byKey.has(attempt.requestKey)).length;
  return {
    ok: lost.length === 0 && duplicated === 0 && unexplained === 0,
    acknowledged: acknowledged.length,
    attempted: attempts.length,
    stored: rows.length,
    lost: lost.length,
    duplicated,
    unexplained,
    unacknowledgedStored,
    detail: lost.slice(0, 5).map((attempt) => `lost ${attempt.requestKey} (#${attempt.id})`),
  };
}

/**
 * Payments on the orders the virtual patients paid or tried to pay. Whole: a completed attempt, the order 'Paid' (or
 * still 'Agent Assigned') with payment_status 'Success' and one invoice number. Half-applied: any of those without the
 * others. An acknowledged payment (the sandbox sent the patient back after 'success') must be whole.
 */
export async function checkPayments(db, payments) {
  const orderIds = [...new Set(payments.map((payment) => payment.orderId))];
  const { rows } = await db.query(
    `select sr.id, sr.status, sr.payment_status, sr.invoice_number,
            (select count(*)::int from payments p where p.request_id = sr.id and p.state = 'completed') as completed
     from sample_requests sr where sr.id = any($1)`,
    [orderIds],
  );
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  const whole = (row) => row.completed === 1 && ["Paid", "Agent Assigned"].includes(row.status) && row.payment_status === "Success" && row.invoice_number !== null;
  const untouched = (row) => row.completed === 0 && row.payment_status !== "Success" && row.invoice_number === null;
  const halfApplied = rows.filter((row) => !whole(row) && !untouched(row));
  const acknowledgedNotWhole = payments.filter((payment) => payment.acknowledged && !(byId.get(payment.orderId) && whole(byId.get(payment.orderId))));
  const invoiceNumbers = rows.filter((row) => row.invoice_number !== null).map((row) => row.invoice_number);
  const sharedInvoices = invoiceNumbers.length - new Set(invoiceNumbers).size;
  return {
    ok: halfApplied.length === 0 && acknowledgedNotWhole.length === 0 && sharedInvoices === 0,
    tried: orderIds.length,
    acknowledged: payments.filter((payment) => payment.acknowledged).length,
    whole: rows.filter(whole).length,
    halfApplied: halfApplied.length,
    acknowledgedNotWhole: acknowledgedNotWhole.length,
    sharedInvoices,
    detail: [...halfApplied, ...acknowledgedNotWhole.map((payment) => byId.get(payment.orderId) ?? { id: payment.orderId })]
      .slice(0, 5)
      .map((row) => `#${row.id}: ${row.status}/${row.payment_status}, ${row.completed} completed attempts, invoice ${row.invoice_number}`),
  };
}

/** Patients of the scale data (generated 6xxxxxxxxx numbers) who have an order priced and waiting to be paid. */
export async function patientsWithPricedOrders(db, count, offset = 0) {
  const { rows } = await db.query(
    `select u.id, u.phone, array_agg(sr.id order by sr.id) as orders
     from users u join sample_requests sr on sr.uid = u.id
     where u.role = 'patient' and u.phone like '6%' and sr.status = 'Confirmed' and sr.amount_paise > 0
     group by u.id, u.phone order by u.id limit $1 offset $2`,
    [count, offset],
  );
  return rows.map((row) => ({ uid: Number(row.id), phone: row.phone, orders: row.orders.map(Number) }));
}
