/**
 * The records of the Zoho Recruit stand-in (zoho-stand-in.ts) and what Zoho's API v2
 * documentation says is done with them, written as plain functions over plain arrays so the
 * server stays a router:
 * - Insert (`POST /recruit/v2/{module}`): "duplicates are checked for every insert record API
 *   call based on unique fields": only the fields the account marked "Do not allow duplicate
 *   values" (here `unique`), never the system-defined duplicate check fields. A second candidate
 *   with the same Email is inserted (the account has two), a second opening with the same request
 *   id is refused with DUPLICATE_DATA (202, `details.api_name`, no id).
 * - Upsert (`POST /recruit/v2/{module}/upsert`): the record found by `duplicate_check_fields`
 *   (then the unique fields; without them the system-defined field, then the unique fields) is
 *   updated with every field sent (`action: "update"`), else one is inserted (`action: "insert"`).
 *   The system-defined fields: Email for Candidates and Contacts, Client_Name for Clients (as
 *   Account_Name is for Zoho CRM's Accounts); Job Openings have none.
 * - Search (`GET /recruit/v2/{module}/search`): `criteria` `(field:equals|starts_with:value)`
 *   joined by `and` or `or` (at most 10; `\(`, `\)` and `\,` escaped in values), else `email`
 *   (every email field), `phone`, `word`; only approved records unless `approved=both|false`.
 *   Matching ignores case. 204 when nothing matches.
 */

export type ZohoRecord = {
  id: string;
  fields: Record<string, unknown>;
  /** Times an upsert changed it. */
  updates: number;
  /** False for a record created in approval mode (`$approved: false`): search skips it by default. */
  approved: boolean;
};

export type ModuleName = 'Candidates' | 'Clients' | 'Contacts' | 'Job_Openings' | 'Notes';

type ModuleRules = {
  mandatory: string[];
  systemDuplicate: string[];
  /** Lookup fields: the field, the module it names and that module's name field. */
  lookups: [string, ModuleName, string][];
};

/** What each module requires, its system-defined duplicate check, and its lookups. */
export const MODULES: Record<ModuleName, ModuleRules> = {
  Candidates: { mandatory: ['Last_Name'], systemDuplicate: ['Email'], lookups: [] },
  Clients: { mandatory: ['Client_Name'], systemDuplicate: ['Client_Name'], lookups: [] },
  Contacts: {
    mandatory: ['Last_Name'],
    systemDuplicate: ['Email'],
    lookups: [['Client_Name', 'Clients', 'Client_Name']],
  },
  // The staffing edition's default layout requires the client of an opening.
  Job_Openings: {
    mandatory: ['Posting_Title', 'Client_Name'],
    systemDuplicate: [],
    lookups: [
      ['Client_Name', 'Clients', 'Client_Name'],
      ['Contact_Name', 'Contacts', 'Last_Name'],
    ],
  },
  Notes: {
    mandatory: ['Note_Content', 'Parent_Id', 'se_module'],
    systemDuplicate: [],
    lookups: [],
  },
};

const EMAIL_FIELDS = ['Email', 'Secondary_Email'];
const PHONE_FIELDS = ['Phone', 'Mobile'];

export function isModule(name: string): name is ModuleName {
  return Object.prototype.hasOwnProperty.call(MODULES, name);
}

/** A lookup field's id: `{ id }` as sent, or the id itself. */
export function lookupId(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string')
    return (value as { id: string }).id;
  return undefined;
}

function text(value: unknown): string {
  const id = lookupId(value);
  if (id !== undefined && typeof value === 'object') return id;
  return value === null || value === undefined ? '' : String(value);
}

const same = (a: unknown, b: unknown) =>
  text(a) !== '' && text(a).toLowerCase() === text(b).toLowerCase();

/** The first field of `order` on which `record` matches a stored one, with that one. */
export function duplicateOf(
  records: ZohoRecord[],
  record: Record<string, unknown>,
  order: string[],
): { field: string; existing: ZohoRecord } | null {
  for (const field of order) {
    if (text(record[field]) === '') continue;
    const existing = records.find((r) => same(r.fields[field], record[field]));
    if (existing) return { field, existing };
  }
  return null;
}

/** The mandatory field `record` lacks, if any. */
export function missingMandatory(module: ModuleName, record: Record<string, unknown>) {
  return MODULES[module].mandatory.find((field) => text(record[field]).trim() === '');
}

type Condition = { field: string; op: 'equals' | 'starts_with'; value: string };

function unescape(value: string): string {
  return value.replace(/\\([(),\\])/g, '$1');
}

/** The top-level groups `(…)` of `s`, with the words between them; null when unbalanced. */
function groups(s: string): { parts: string[]; joins: string[] } | null {
  const parts: string[] = [];
  const joins: string[] = [];
  let depth = 0;
  let start = -1;
  let between = '';
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (c === '\\') {
      i += 1;
      continue;
    }
    if (c === '(') {
      if (depth === 0) {
        if (parts.length) joins.push(between.trim().toLowerCase());
        start = i + 1;
      }
      depth += 1;
    } else if (c === ')') {
      depth -= 1;
      if (depth < 0) return null;
      if (depth === 0) {
        parts.push(s.slice(start, i));
        between = '';
      }
    } else if (depth === 0) between += c;
  }
  return depth === 0 && between.trim() === '' ? { parts, joins } : null;
}

/** Zoho's criteria as conditions joined by one operator; null when not in that form. */
export function parseCriteria(
  criteria: string,
): { conditions: Condition[]; join: 'and' | 'or' } | null {
  let top = groups(criteria.trim());
  if (!top) return null;
  // `((a)and(b))`: one outer group around the groups.
  if (top.parts.length === 1 && top.parts[0]!.trim().startsWith('(')) top = groups(top.parts[0]!);
  if (!top || top.parts.length === 0 || top.parts.length > 10) return null;
  const join = top.joins[0] ?? 'and';
  if (top.joins.some((j) => j !== join) || (join !== 'and' && join !== 'or')) return null;
  const conditions: Condition[] = [];
  for (const part of top.parts) {
    const m = /^([A-Za-z0-9_$]+):(equals|starts_with):([\s\S]*)$/.exec(part);
    if (!m) return null;
    conditions.push({ field: m[1]!, op: m[2] as Condition['op'], value: unescape(m[3]!) });
  }
  return { conditions, join };
}

function meets(record: ZohoRecord, c: Condition): boolean {
  const value = text(record.fields[c.field]).toLowerCase();
  const wanted = c.value.toLowerCase();
  return c.op === 'equals' ? value === wanted : value.startsWith(wanted);
}

/** The records a search answers, or a string saying why the query is refused. */
export function search(records: ZohoRecord[], params: URLSearchParams): ZohoRecord[] | string {
  const approved = params.get('approved') ?? 'true';
  const pool = records.filter((r) =>
    approved === 'both' ? true : approved === 'false' ? !r.approved : r.approved,
  );
  const criteria = params.get('criteria');
  if (criteria !== null) {
    const parsed = parseCriteria(criteria);
    if (!parsed) return `the criteria are not in the documented form: ${criteria}`;
    return pool.filter((r) =>
      parsed.join === 'and'
        ? parsed.conditions.every((c) => meets(r, c))
        : parsed.conditions.some((c) => meets(r, c)),
    );
  }
  const email = params.get('email');
  if (email !== null) return pool.filter((r) => EMAIL_FIELDS.some((f) => same(r.fields[f], email)));
  const phone = params.get('phone');
  if (phone !== null) return pool.filter((r) => PHONE_FIELDS.some((f) => same(r.fields[f], phone)));
  const word = params.get('word');
  if (word !== null)
    return pool.filter((r) =>
      Object.values(r.fields).some((v) => text(v).toLowerCase().includes(word.toLowerCase())),
    );
  return 'one of criteria, email, phone or word is required';
}

/** One page of `records` as Zoho lists them: `data` and `info.more_records`. */
export function page(
  records: ZohoRecord[],
  params: URLSearchParams,
  shape: (r: ZohoRecord) => unknown = (r) => r,
) {
  const n = Math.max(1, Number(params.get('page')) || 1);
  const per = Math.min(200, Math.max(1, Number(params.get('per_page')) || 200));
  const slice = records.slice((n - 1) * per, n * per);
  return {
    data: slice.map(shape),
    info: { page: n, per_page: per, count: slice.length, more_records: records.length > n * per },
  };
}
