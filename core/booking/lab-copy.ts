/** The lab fields a request keeps (spec 001 §3.1): its own copy, so a lab that changes later does not rewrite old requests. */
export type LabToCopy = { id: number; name: string; email: string | null; phone: string | null; map: string | null; address: string | null; test_time: string | null };

/** The sample_requests columns copied from the chosen lab; all null for 'No choice'. */
export function labCopy(lab: LabToCopy | null | undefined) {
  return {
    lab_id: lab?.id ?? null,
    lab_name: lab?.name ?? null,
    lab_email: lab?.email ?? null,
    lab_phone: lab?.phone ?? null,
    lab_map: lab?.map ?? null,
    lab_address: lab?.address ?? null,
    // The lab's turnaround as it states it (spec 001 §3.1 expected_time from the lab's test_time).
    expected_time: lab?.test_time ?? null,
  };
}
