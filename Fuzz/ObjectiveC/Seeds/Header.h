#import <Foundation/Foundation.h>
NS_ASSUME_NONNULL_BEGIN
typedef NS_ENUM(NSInteger, OrderState) { OrderStateNew, OrderStateDone };
@class OrdersRouter;
@protocol OrdersRouting;
@interface OrdersInteractor : NSObject
@property (nonatomic, strong, nullable) OrdersRouter *router;
@property (nonatomic, readonly) id<OrdersRouting> routing;
- (instancetype)initWithRouter:(OrdersRouter *)router NS_DESIGNATED_INITIALIZER;
- (instancetype)init NS_UNAVAILABLE;
@end
NS_ASSUME_NONNULL_END
