#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

/// The order history scene still has its presenter in Objective-C; its view is the Swift
/// OrderHistoryViewController.
@protocol OrderHistoryDisplayLogic <NSObject>
- (void)displayOrders:(NSArray<NSString *> *)orders;
@end

@protocol OrderHistoryPresentationLogic <NSObject>
- (void)presentOrders:(NSArray<NSString *> *)orders;
@end

@interface OrderHistoryPresenter : NSObject <OrderHistoryPresentationLogic>
// The view owns the interactor, which owns this presenter: a strong reference back leaks the scene.
@property (nonatomic, strong, nullable) id<OrderHistoryDisplayLogic> viewController; // expect: weak_back_reference
@end

NS_ASSUME_NONNULL_END
