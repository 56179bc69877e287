-- Submissions of the two site forms. The Edge Functions write them through the database URL
-- (SUPABASE_DB_URL); row level security is on with no policies, so the public API keys
-- (anon, authenticated) can neither read nor write them.

create table if not exists contact_submissions (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  name text not null check (char_length(name) between 1 and 200),
  email text not null check (char_length(email) between 3 and 254),
  subject text not null check (char_length(subject) between 1 and 200),
  message text not null check (char_length(message) between 1 and 10000),
  client_ip text not null,
  payload_hash text not null,
  email_status text not null default 'pending' check (email_status in ('pending', 'sent', 'failed')),
  email_error text,
  email_attempts integer not null default 0,
  email_provider_id text,
  emailed_at timestamptz
);

create index if not exists contact_submissions_ip_created_idx
  on contact_submissions (client_ip, created_at desc);
create index if not exists contact_submissions_email_status_idx
  on contact_submissions (email_status) where email_status <> 'sent';

create table if not exists tech_refugee_registrations (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  full_name text not null check (char_length(full_name) between 1 and 200),
  email text not null check (char_length(email) between 3 and 254),
  linkedin_url text not null default '',
  recent_employer text not null check (char_length(recent_employer) between 1 and 200),
  role text not null check (char_length(role) between 1 and 200),
  primary_skills text[] not null check (cardinality(primary_skills) >= 1),
  preferred_work_type text[] not null check (cardinality(preferred_work_type) >= 1),
  career_goal text not null check (char_length(career_goal) between 1 and 10000),
  resume_filename text,
  resume_content_type text,
  resume bytea check (resume is null or octet_length(resume) <= 5242880),
  client_ip text not null,
  payload_hash text not null,
  email_status text not null default 'pending' check (email_status in ('pending', 'sent', 'failed')),
  email_error text,
  email_attempts integer not null default 0,
  email_provider_id text,
  emailed_at timestamptz
);

create index if not exists tech_refugee_registrations_ip_created_idx
  on tech_refugee_registrations (client_ip, created_at desc);
create index if not exists tech_refugee_registrations_email_status_idx
  on tech_refugee_registrations (email_status) where email_status <> 'sent';

alter table contact_submissions enable row level security;
alter table tech_refugee_registrations enable row level security;
