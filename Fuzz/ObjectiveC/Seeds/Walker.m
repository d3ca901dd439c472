#import <UIKit/UIKit.h>
@import Foundation;
#import "Missing/Missing.h"

@protocol OrdersDisplayLogic <NSObject>
@property (nonatomic, readonly) NSString *title;
- (void)display:(NSArray<NSString *> *)orders;
@end

@interface OrdersPresenter : NSObject <NSCopying> {
    __weak id _owner;
    __unsafe_unretained UIView *_view;
    NSInteger _count;
}
@property (nonatomic, weak) id<OrdersDisplayLogic> viewController;
@property (nonatomic, assign) id<OrdersDisplayLogic> other;
@property (nonatomic, strong) NSDictionary<NSString *, NSNumber *> *counts;
@property (class, nonatomic, readonly) OrdersPresenter *shared;
@property (nonatomic, copy) void (^completion)(BOOL done);
@property (nonatomic, strong) UIViewController<OrdersDisplayLogic> *screen;
+ (instancetype)presenterWithName:(NSString *)name;
@end

@interface OrdersPresenter ()
@property (nonatomic, strong) NSMutableArray<UIView *> *views;
@end

@interface UIView (Orders)
- (void)orders_refresh;
@end

struct Pair { int a; union { int b; float c; }; };

@implementation OrdersPresenter
+ (instancetype)presenterWithName:(NSString *)name { return [self new]; }
- (instancetype)init {
    self = [super init];
    if (self) {
        self.viewController = nil;
        _views = [[NSMutableArray alloc] init];
        UIView *view = [[UIView alloc] initWithFrame:CGRectZero];
        view.backgroundColor = nil;
        self.completion = ^(BOOL done) { [self display]; };
        dispatch(^{ [self.views addObject:view]; });
        struct Pair p; p.a = 1; p.b = 2;
        self->_count += 1;
        UINavigationController *navigation = [UINavigationController new];
        [navigation pushViewController:[[UIViewController alloc] init] animated:YES];
        [[NSNotificationCenter defaultCenter] description];
    }
    return self;
}
- (void)display { [self.screen display:@[]]; }
@end

@implementation UIView (Orders)
- (void)orders_refresh { [(self) setNeedsLayout]; }
@end
