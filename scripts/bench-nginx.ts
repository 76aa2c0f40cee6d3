import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** Debian's nginx (nginx-light), the reference server of the speed figures. */
export function nginxBinary(): string {
  const bin = ["/usr/sbin/nginx", "/usr/local/sbin/nginx"].find((p) => fs.existsSync(p));
  if (!bin) throw new Error("nginx is missing: apt-get install -y nginx-light");
  return bin;
}

/**
 * nginx serving the files of `docroot` as they are, with an ETag and If-None-Match answered 304, as it does for
 * static files: the reference a benchmark measures the app's same bytes against. Resolves once `probe` (a path
 * under docroot) answers 200.
 */
export async function startStaticNginx(opts: { work: string; docroot: string; port: number; probe: string }): Promise<ChildProcess> {
  const { work, docroot, port, probe } = opts;
  const bin = nginxBinary();
  const conf = path.join(work, "nginx.conf");
  fs.writeFileSync(
    conf,
    `worker_processes 1;
daemon off;
pid ${path.join(work, "nginx.pid")};
error_log ${path.join(work, "nginx-error.log")} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${work}/body; proxy_temp_path ${work}/proxy; fastcgi_temp_path ${work}/fastcgi; uwsgi_temp_path ${work}/uwsgi; scgi_temp_path ${work}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${docroot};
    default_type text/html;
    etag on;
    location / { try_files $uri =404; }
  }
}
`,
  );
  // nginx's workers run as an unprivileged user: let them read the pages (mkdtemp makes 0700 folders).
  fs.chmodSync(work, 0o755);
  fs.chmodSync(docroot, 0o755);
  for (const name of fs.readdirSync(docroot)) fs.chmodSync(path.join(docroot, name), 0o644);
  execFileSync(bin, ["-t", "-c", conf], { stdio: "pipe" });
  const child = spawn(bin, ["-c", conf], { stdio: "ignore" });
  for (let i = 0; i < 50; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}${probe}`)).ok) return child;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("nginx did not start");
}
