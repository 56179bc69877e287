import { blogToday } from '@/lib/blog/date';
import { getOpenJobs } from '@/lib/jobs';
import { buildOpenRoles } from '@/lib/jobs/open-roles';

// Written once at build time as out/jobs/open-roles.json (lib/jobs/open-roles-schema.ts).
export const dynamic = 'force-static';

export function GET() {
  const today = blogToday();
  return Response.json(buildOpenRoles(getOpenJobs(today), today));
}
