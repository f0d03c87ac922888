// Test fixture: starts the embedded database in the folder given as argv[2], prints its URL, then waits
// to be killed (the test SIGKILLs it to leave an orphaned postgres behind).
import { startEmbeddedDatabase } from './embedded';

const db = await startEmbeddedDatabase(process.argv[2]!);
console.log(`URL ${db.url}`);
setInterval(() => {}, 1 << 30);
