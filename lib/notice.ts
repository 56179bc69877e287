/** The browser-local flag that records that the first-visit notice was seen. */
export const NOTICE_STORAGE_KEY = 'hasSeenNotice';

/** The id of the notice's <dialog> in every page's HTML. */
export const NOTICE_DIALOG_ID = 'notice';

/**
 * The inline script that follows the notice's <dialog> in every page's HTML and decides, while the
 * page is still being parsed (before its first paint, before any chunk has arrived), whether this
 * visitor sees it:
 * - flag stored, or storage blocked (private modes, strict settings): nothing happens, the
 *   dialog stays `display: none`, so a returning visitor never sees it flash;
 * - flag absent: `showModal()` makes it a real modal from the first frame (top layer, the page
 *   behind it inert, focus moved to the button marked `autofocus` and kept inside: Tab from the
 *   last control wraps to the first, as Shift+Tab from the first wraps to the last; Escape closes it);
 * - any close (I Understand and the close control are `<form method="dialog">` buttons, Escape,
 *   a click on the backdrop) stores the flag, and the browser returns focus to where it was.
 * Before anything else it records what it read as `<html data-visit="first|return">` (absent when
 * storage is blocked), so the field-data beacon (lib/field-data/) can tell first from return
 * visits after the flag has been stored on this visit.
 * It needs none of the page's React code, so all of this works before hydration. It is hashed in
 * the page's Content-Security-Policy like every inline script (scripts/build/csp.ts).
 */
export const noticeScript = `(function(d,k){var r=document.documentElement.dataset,s;try{s=localStorage.getItem(k)}catch(e){return}
r.visit=s==='true'?'return':'first';if(s==='true')return;
if(!d||typeof d.showModal!=='function')return;
d.addEventListener('close',function(){try{localStorage.setItem(k,'true')}catch(e){}});
d.addEventListener('keydown',function(e){if(e.key!=='Tab')return;var f=d.querySelectorAll('a[href],button'),a=f[0],z=f[f.length-1];
if(e.shiftKey?document.activeElement===a:document.activeElement===z){e.preventDefault();(e.shiftKey?z:a).focus()}});
d.addEventListener('click',function(e){if(e.target!==d)return;var r=d.getBoundingClientRect();
if(e.clientX<r.left||e.clientX>r.right||e.clientY<r.top||e.clientY>r.bottom)d.close()});
d.showModal()})(document.getElementById(${JSON.stringify(NOTICE_DIALOG_ID)}),${JSON.stringify(NOTICE_STORAGE_KEY)})`;
