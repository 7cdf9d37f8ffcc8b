// The hash of the active jobs this build was made from (lib/jobs.ts); the API compares it at start.
import { jobsVersion } from '../lib/jobs';

export async function GET() {
  return new Response(await jobsVersion(), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
