/// The one script a page carries: progressive enhancement, never required. Without JavaScript a
/// form post is answered by a 303 to the resulting screen, and the browser keeps a history entry
/// for every post, so an action that leaves you on the same screen (toggling an item) would make
/// the back button land on that same screen again. With JavaScript the post is sent with `fetch`,
/// which follows the redirect and so already holds the resulting page: its body replaces the
/// current one in place, with no second request (so the shell sees one load of the redirect's
/// target, its follow-up, and what a page shows once, such as the link a module opened with
/// `Navigator.open`, is not lost). When it is the same URL no history entry is added; when it is
/// another screen, its URL is pushed as a new history entry, so the back button goes where a person
/// expects (going back or forward loads that entry's page). A page that refreshes itself (its
/// module is still working) is loaded for real. Any answer that is not a redirect (an error page)
/// is re-sent as an ordinary post.
///
/// A share link (`data-share-title`) opens the browser's share sheet where it has one
/// (`navigator.share`); elsewhere the link itself, an e-mail draft, is followed.
///
/// In a tabbed session it also keeps each screen's scroll position: a page remembers how far it
/// was scrolled when left (in the browser tab's `sessionStorage`), and a page opened from the tab
/// bar scrolls back there, so switching tabs returns to the exact place as well as the screen.
enum EnhancementScript {
    /// The script's source, served inline under the page's CSP nonce.
    static let source = """
        addEventListener("pagehide", () => sessionStorage.setItem("scroll:" + location.pathname, String(scrollY)));
        document.addEventListener("click", (event) => {
          if (event.target.closest && event.target.closest("nav.tabs a")) sessionStorage.setItem("restore-scroll", "1");
        });
        document.addEventListener("click", (event) => {
          const link = event.target.closest && event.target.closest("a[data-share-title]");
          if (!link || !navigator.share) return;
          event.preventDefault();
          navigator.share({ title: link.dataset.shareTitle, text: link.dataset.shareText }).catch(() => {});
        });
        document.addEventListener("DOMContentLoaded", () => {
          if (!sessionStorage.getItem("restore-scroll")) return;
          sessionStorage.removeItem("restore-scroll");
          const y = Number(sessionStorage.getItem("scroll:" + location.pathname));
          if (y > 0) scrollTo(0, y);
        });
        document.addEventListener("submit", async (event) => {
          const form = event.target;
          if (form.dataset.native || form.method.toLowerCase() !== "post") return;
          event.preventDefault();
          const submitter = event.submitter;
          const resend = () => { form.dataset.native = "1"; form.requestSubmit(submitter); };
          let response;
          try {
            response = await fetch(form.action, {
              method: "POST", body: new URLSearchParams(new FormData(form, submitter)), credentials: "same-origin"
            });
          } catch (error) { return resend(); }
          if (!response.redirected) return resend();
          const target = new URL(response.url);
          const moves = target.pathname + target.search !== location.pathname + location.search;
          const open = () => moves ? location.assign(target.href) : location.replace(target.href);
          try {
            const page = new DOMParser().parseFromString(await response.text(), "text/html");
            const refreshes = [...page.querySelectorAll("meta")].some((meta) => meta.httpEquiv.toLowerCase() === "refresh");
            if (!response.ok || refreshes) return open();
            if (moves) {
              sessionStorage.setItem("scroll:" + location.pathname, String(scrollY));
              history.pushState(null, "", target.href);
            }
            document.title = page.title;
            document.body.replaceWith(page.body);
            if (moves) scrollTo(0, 0);
            document.querySelector("[autofocus]")?.focus();
          } catch (error) { open(); }
        });
        addEventListener("popstate", () => location.reload());
        """
}
