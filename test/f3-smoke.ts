import { buildProject } from './helpers/build-site.ts';
const r = buildProject(process.argv[2]);
console.log(r.status, r.dist, r.stdout.slice(-1500), r.stderr.slice(-3000));
