import ViperKit

/// Where the order history can go. It is a leaf today (an order has no screen of its own), so
/// there is nothing to route; the role is kept so the module has the same shape as every other and
/// an order detail can be added here.
@MainActor
protocol OrderHistoryRouter: ViperRouter {}
