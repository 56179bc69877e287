/**
 * The records of the Zoho Recruit stand-in (zoho-stand-in.ts) and what Zoho's API v2
 * documentation says is done with them, written as plain functions over plain arrays so the
 * server stays a router:
 * - Insert (`POST /recruit/v2/{module}`): "duplicates are checked for every insert record API
 *   call based on unique fields": only the fields the account marked "Do not allow duplicate
 *   values" (here `unique`), never the system-defined duplicate check fields. Where Email is not
 *   marked unique a second candidate with the same Email is inserted (the account has two); a
 *   record whose unique field another holds is refused with DUPLICATE_DATA (202, `details.api_name`
 *   and, as Recruit's documentation shows, no id; `duplicateAnswer: 'record'` adds
 *   `details.duplicate_record.id` as Zoho's newer APIs answer). The existing record is untouched.
 * - Upsert (`POST /recruit/v2/{module}/upsert`): the record found by `duplicate_check_fields`
 *   (then the unique fields; without them the system-defined field, then the unique fields) is
 *   updated with every field sent (`action: "update"`), else one is inserted (`action: "insert"`).
 *   The system-defined fields: Email for Candidates and Contacts, Client_Name for Clients (as
 *   Account_Name is for Zoho CRM's Accounts); Job Openings have none.
 * - Search (`GET /recruit/v2/{module}/search`): `criteria` `(field:equals|starts_with:value)`
 *   joined by `and` or `or` (at most 10; `\(`, `\)` and `\,` escaped in values), else `email`
 *   (every email field), `phone`, `word`; only approved records unless `approved=both|false`.
 *   Matching ignores case. 204 when nothing matches. The search reads an index that lags behind
 *   the records: a record is found only from its `searchableFrom` (`searchLagMs` after it was made;
 *   a seeded one as the test says), while GET by id and the list see it at once.
 */

export type ZohoRecord = {
  id: string;
  fields: Record<string, unknown>;
  /** Times an upsert changed it. */
  updates: number;
  /** False for a record created in approval mode (`$approved: false`): search skips it by default. */
  approved: boolean;
  /** When the search index has it (ms since the epoch): search skips it until then. */
  searchableFrom: number;
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
  const now = Date.now();
  const pool = records.filter(
    (r) =>
      r.searchableFrom <= now &&
      (approved === 'both' ? true : approved === 'false' ? !r.approved : r.approved),
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

/** An entry of Zoho's answer that is not a success. */
export const errorEntry = (
  code: string,
  message: string,
  details: Record<string, unknown> = {},
) => ({
  code,
  details,
  message,
  status: 'error',
});

type Entry = { code: string; details: Record<string, unknown>; message: string; status: string };

/** The records of every module, and what inserting and upserting one does to them. */
export class RecordStore {
  readonly records: Record<ModuleName, ZohoRecord[]> = {
    Candidates: [],
    Clients: [],
    Contacts: [],
    Job_Openings: [],
    Notes: [],
  };
  #nextId = 1;

  /**
   * `unique`: the fields each module's layout marks "Do not allow duplicate values";
   * `searchLagMs`: how long a new record is missing from search; `duplicateAnswer`: whether
   * DUPLICATE_DATA names the existing record's id.
   */
  constructor(
    readonly unique: Partial<Record<ModuleName, string[]>>,
    readonly options: { searchLagMs?: number; duplicateAnswer?: 'field' | 'record' } = {},
  ) {}

  /** A record as Zoho makes it; `searchLagMs` (default the store's) before search finds it. */
  create(
    module: ModuleName,
    sent: Record<string, unknown>,
    searchLagMs = this.options.searchLagMs ?? 0,
  ): ZohoRecord {
    // `$approved` and the like are instructions, not fields; Zoho gives the id.
    const fields = Object.fromEntries(
      Object.entries(sent).filter(([k]) => !k.startsWith('$') && k !== 'id'),
    );
    const prefix = 614000 + Object.keys(MODULES).indexOf(module);
    const record = {
      id: `${prefix}000${String(this.#nextId++).padStart(9, '0')}`,
      fields,
      updates: 0,
      approved: sent.$approved !== false,
      searchableFrom: Date.now() + searchLagMs,
    };
    this.records[module].push(record);
    return record;
  }

  /** The record as Zoho answers it: its id beside its fields, lookups as `{ name, id }`. */
  shape(module: ModuleName, record: ZohoRecord): Record<string, unknown> {
    const out: Record<string, unknown> = { ...record.fields, id: record.id };
    for (const [field, target, name] of MODULES[module].lookups) {
      const id = lookupId(record.fields[field]);
      if (id === undefined) continue;
      const named = this.records[target].find((r) => r.id === id);
      out[field] = { id, name: named ? String(named.fields[name] ?? '') : null };
    }
    return out;
  }

  /** Why `sent` cannot be stored in `module` (a missing field, a lookup naming nothing), if so. */
  invalid(module: ModuleName, sent: Record<string, unknown>): Entry | null {
    const missing = missingMandatory(module, sent);
    if (missing)
      return errorEntry('MANDATORY_NOT_FOUND', 'required field not found', { api_name: missing });
    for (const [field, target] of MODULES[module].lookups) {
      if (!(field in sent)) continue;
      const id = lookupId(sent[field]);
      if (!id || !this.records[target].some((r) => r.id === id))
        return errorEntry('INVALID_DATA', 'invalid data', { api_name: field });
    }
    if (module === 'Notes') {
      const parent = String(sent.se_module ?? '');
      if (!isModule(parent) || !this.records[parent].some((r) => r.id === lookupId(sent.Parent_Id)))
        return errorEntry('INVALID_DATA', 'the parent record id is invalid', {
          api_name: 'Parent_Id',
        });
    }
    return null;
  }

  /** One record of an insert: checked against the unique fields only, as Zoho documents. */
  insert(module: ModuleName, sent: Record<string, unknown>): Entry {
    const invalid = this.invalid(module, sent);
    if (invalid) return invalid;
    const dup = duplicateOf(this.records[module], sent, this.unique[module] ?? []);
    if (dup)
      return errorEntry('DUPLICATE_DATA', 'duplicate data', {
        api_name: dup.field,
        ...(this.options.duplicateAnswer === 'record'
          ? { duplicate_record: { id: dup.existing.id, module: { api_name: module } } }
          : {}),
      });
    const record = this.create(module, sent);
    return {
      code: 'SUCCESS',
      details: { id: record.id },
      message: 'record added',
      status: 'success',
    };
  }

  /** An upsert: the record `duplicateCheck` (then the unique fields) finds is rewritten, else one made. */
  upsert(module: ModuleName, sent: Record<string, unknown>, duplicateCheck?: string[]) {
    const invalid = this.invalid(module, sent);
    if (invalid) return { status: 400, entry: invalid };
    const order = [
      ...(duplicateCheck ?? MODULES[module].systemDuplicate),
      ...(this.unique[module] ?? []),
    ];
    const dup = duplicateOf(this.records[module], sent, order);
    const done = (status: number, id: string, action: string, field: string | null) => ({
      status,
      entry: {
        code: 'SUCCESS',
        duplicate_field: field,
        action,
        details: { id },
        message: action === 'update' ? 'record updated' : 'record added',
        status: 'success',
      },
    });
    if (!dup) return done(201, this.create(module, sent).id, 'insert', null);
    // What the site would rather Zoho did not do: everything sent replaces what was there.
    dup.existing.fields = { ...dup.existing.fields, ...sent };
    dup.existing.updates += 1;
    return done(200, dup.existing.id, 'update', dup.field);
  }
}
