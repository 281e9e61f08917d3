import { chromium } from '@playwright/test'
import { execSync } from 'node:child_process'
for (const exe of ['/usr/bin/chromium-headless-shell','/usr/bin/chromium']) {
  const b = await chromium.launch({ executablePath: exe, args: ['--no-sandbox','--disable-gpu'] })
  const p = await b.newPage(); await p.setContent('<p>x</p>')
  const run = p.evaluate(() => { const t=performance.now(); let x=0; while(performance.now()-t<1500){x++}; return x })
  await new Promise(r=>setTimeout(r,700))
  console.log(exe, execSync("ps -eo pid,ni,pri,psr,pcpu,args | grep -E 'type=renderer' | grep -v grep | cut -c1-60").toString())
  console.log('iterations', await run)
  await b.close()
}
