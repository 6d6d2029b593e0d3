"""The whole app in a real pseudo-terminal, on the live demo API, driven by keys as a person would:
the same modules and flows the browser tests walk, with no URL, no HTTP and no HTML in the host."""


def signed_in(terminal, *args):
    app = terminal(*args)
    app.log_in()
    app.wait_for("Items", "Brisk Anchor 1", "1 Items")
    return app


def test_items_an_item_and_back_to_the_list_where_it_was_left(terminal):
    app = signed_in(terminal)
    app.focus("Cobalt Anchor 2")
    app.press("enter")
    app.wait_for("‹ Back", "Created", "Status")
    assert app.text.splitlines()[0].split("]", 1)[1].strip().startswith("Cobalt Anchor 2")
    app.press("esc")
    app.wait_until(lambda text: text.startswith("Items"), what="the list again")
    assert "Cobalt Anchor 2" in app.focused(), "Back returns to the row the person left"


def test_a_new_order_for_a_contact_shows_in_the_contacts_orders(terminal):
    app = signed_in(terminal)
    app.open_contact()
    orders_before = app.text.count(" × ")
    app.focus("New order")
    app.press("enter")
    app.wait_for("New order for Ada Abbott", "Product", "Quantity")

    app.focus("Quantity")
    app.press("enter")  # Save with nothing entered: each field says what it needs
    app.wait_for("Product must be Entered", "Quantity must be Entered")

    app.focus("Product")
    app.press("right")
    app.wait_until(lambda text: "Choose…" not in text, what="a product chosen")
    product = app.focused().split("‹", 1)[1].split("›", 1)[0].split(" — ")[0].strip()
    app.press("tab")
    app.type("3")
    app.press("enter")
    app.wait_for("Order saved", "3 × ", "Sent")
    app.press("esc")
    app.wait_until(lambda text: text.count(" × ") == orders_before + 1, what="the new order in the contact's orders")
    assert f"{product} × 3" in app.text
    assert "New order for" not in app.text


def test_the_employee_filter_narrows_the_list_and_says_when_nobody_matches(terminal):
    app = signed_in(terminal)
    app.press("3")
    app.wait_for("Employees", "Alice Martin")
    app.focus("Filter by name")
    app.type("developer")
    app.press("enter")
    app.wait_until(lambda text: "Alice Martin" in text and "Kofi Mensah" in text and "Chloé Dubois" not in text, what="developers only")
    app.clear("Filter by name", "developer")
    app.type("nobody")
    app.press("enter")
    app.wait_for("No employees match “nobody”.")


def test_account_alert_then_the_final_screen_and_close_back_to_the_account(terminal):
    app = signed_in(terminal)
    app.press("4")
    app.wait_for("Account", "demo@example.com")
    app.focus("Go to final Screen")
    app.press("enter")
    app.wait_for("Nothing selected", "Cannot move to next screen. Please select name to")
    app.press("down", "up", "1", "esc")  # an alert must be answered: keys elsewhere do nothing
    assert "Cannot move to next screen" in app.text
    app.focus("OK")
    app.press("enter")
    app.wait_until(lambda text: "Cannot move to next screen" not in text, what="the alert answered")

    app.focus("Email")
    app.press("enter")
    app.wait_for("Selected: demo@example.com")
    app.focus("Ready to move to next screen")
    app.press("enter")
    app.wait_for("Final screen", "demo@example.com")
    assert "‹ Back" not in app.text, "a modal has no Back"
    app.focus("Close")
    app.press("enter")
    app.wait_for("Selected: demo@example.com")
    assert "Final screen" not in app.text


def test_each_tab_keeps_its_stack_and_the_selected_tab_again_shows_its_root(terminal):
    app = signed_in(terminal)
    app.focus("Cobalt Anchor 2")
    app.press("enter")
    app.wait_for("‹ Back", "Status")
    app.press("2")
    app.wait_for("Contacts", "Ada Abbott")
    app.press("1")
    app.wait_for("‹ Back", "Cobalt Anchor 2", "Status")
    app.press("1")
    app.wait_until(lambda text: text.startswith("Items"), what="the Items tab's root")


def test_log_out_leads_to_the_login_screen(terminal):
    app = signed_in(terminal)
    app.focus("Log out")
    app.press("enter")
    app.wait_for("Username", "Password", "Log in")
    assert "1 Items" not in app.text
