// A stand-in for Docker's embedded DNS (127.0.0.11): answers A queries for the stack's service names with
// the addresses of their running replicas, so nginx finds replicas through `resolver` exactly as in compose.
// `set(name, addresses)` changes the answer (a replica added or gone), as `docker compose up --scale` does.
import dgram from 'node:dgram';

/** The question's name (labels) and where the question section ends. */
function readQuestion(msg) {
  const labels = [];
  let i = 12;
  while (i < msg.length && msg[i] !== 0) {
    labels.push(msg.subarray(i + 1, i + 1 + msg[i]).toString('ascii'));
    i += msg[i] + 1;
  }
  const end = i + 5; // zero byte, type (2), class (2)
  return { name: labels.join('.').toLowerCase(), type: msg.readUInt16BE(i + 1), end };
}

export async function startDns(port, records = {}) {
  const table = new Map(Object.entries(records));
  const socket = dgram.createSocket('udp4');
  socket.on('message', (msg, from) => {
    if (msg.length < 17) return;
    const { name, type, end } = readQuestion(msg);
    const known = table.get(name);
    const answers = type === 1 && known ? known : [];
    const header = Buffer.alloc(12);
    msg.copy(header, 0, 0, 2); // the query's id
    // A response, recursion desired and available; NXDOMAIN for names the stack does not have.
    header.writeUInt16BE(0x8180 | (known ? 0 : 3), 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(answers.length, 6);
    const records = answers.map((ip) => {
      const rr = Buffer.alloc(16);
      rr.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
      rr.writeUInt16BE(1, 2); // A
      rr.writeUInt16BE(1, 4); // IN
      rr.writeUInt32BE(1, 6); // TTL (nginx keeps answers for its `valid=` time)
      rr.writeUInt16BE(4, 10);
      ip.split('.').forEach((octet, k) => rr.writeUInt8(Number(octet), 12 + k));
      return rr;
    });
    socket.send(Buffer.concat([header, msg.subarray(12, end), ...records]), from.port, from.address);
  });
  await new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(port, '127.0.0.1', resolve);
  });
  return {
    address: `127.0.0.1:${port}`,
    set: (name, addresses) => table.set(name, addresses),
    close: () => new Promise((resolve) => socket.close(resolve)),
  };
}
