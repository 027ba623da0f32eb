// The load generator for random targets, in its own process: autocannon's programmatic API, each request for a path
// drawn at random from the list given (a file of one path per line). Prints autocannon's result as JSON, as the CLI does.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const [origin, pathsFile, connections, seconds, headersJson] = process.argv.slice(2);
const paths = readFileSync(pathsFile!, 'utf8').split('\n').filter(Boolean);
const result = await autocannon({
  url: origin!, connections: Number(connections), duration: Number(seconds),
  headers: JSON.parse(headersJson ?? '{}') as Record<string, string>,
  requests: [{
    setupRequest: (request) => ({ ...request, path: paths[Math.floor(Math.random() * paths.length)]! }),
  }],
});
process.stdout.write(JSON.stringify(result));
