import AccountPreviews
import ContactDetailPreviews
import ContactListPreviews
import EmployeeListPreviews
import FinalScreenPreviews
import HomePreviews
import ItemDetailPreviews
import ItemsListPreviews
import LoginPreviews
import OrderDetailPreviews
import OrderEntryPreviews
import OrderHistoryPreviews
import ViperKit

/// Every feature's named states (each feature's `<Name>Previews` target), by feature, in the
/// order the gallery shows them: what `App --gallery` draws and the snapshot tests record. Adding a
/// feature is one line here (the module generator writes it above the marker).
public enum FeaturePreviews {
    /// The features and their states.
    public static let all: [(feature: String, previews: [ModulePreview])] = [
        ("Login", LoginPreviews.all),
        ("Home", HomePreviews.all),
        ("ItemsList", ItemsListPreviews.all),
        ("ItemDetail", ItemDetailPreviews.all),
        ("ContactList", ContactListPreviews.all),
        ("ContactDetail", ContactDetailPreviews.all),
        ("OrderEntry", OrderEntryPreviews.all),
        ("OrderHistory", OrderHistoryPreviews.all),
        ("OrderDetail", OrderDetailPreviews.all),
        ("EmployeeList", EmployeeListPreviews.all),
        ("Account", AccountPreviews.all),
        ("FinalScreen", FinalScreenPreviews.all),
        // viper:previews — the module generator adds new features above this line.
    ]
}
