import { chromium } from '@playwright/test'
for (const exe of ['/usr/lib/chromium/chromium','/usr/bin/chromium','/usr/bin/chromium-headless-shell']) {
  const b = await chromium.launch({ executablePath: exe, args: ['--no-sandbox','--disable-gpu'] })
  const p = await b.newPage()
  await p.setContent('<div id=r></div>')
  const r = await p.evaluate(() => { const t=performance.now(); let x=0; for(let i=0;i<3e7;i++){x=(x*31+i)%1000003}; const js=performance.now()-t
    const t2=performance.now(); const d=document.getElementById('r'); for(let i=0;i<3000;i++){const e=document.createElement('p'); e.textContent='Some words here number '+i; d.appendChild(e)}; d.offsetHeight; for(let k=0;k<20;k++){d.style.width=(300+k)+'px'; d.offsetHeight}; const lay=performance.now()-t2; return {js:Math.round(js), layout:Math.round(lay), ua:navigator.userAgent} })
  console.log(exe, r)
  await b.close()
}
