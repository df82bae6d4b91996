# shellcheck shell=bash disable=SC2034,SC2054,SC2206,SC2207
desc="two nodes, one label: the first in the device tree gets it whichever device probes first (boot 2: its device is plugged last)"
overlay=net-label-dup.dtso
boots=2
# ethernet@5 (raw port 5, QEMU's USB 2.0 port 1) comes first in the tree;
# at boot 2 its device is plugged only once ethernet@6's interface is up
qemu_args=(
	"${qemu_xhci[@]}"
	$(usb_net xhci.0 2 52:54:00:00:0d:06 id=net6)
)
if [ "${BOOT:-}" = 2 ]; then
	qemu_args+=(-netdev user,id=un_xhci_1,restrict=on)
else
	qemu_args+=($(usb_net xhci.0 1 52:54:00:00:0d:05 id=net5))
fi

host_pre() {
	host_is "$(fdtget -l "$SCEN_DIR/board.dtb" /pcie@10000000/usb@2,0 | tr '\n' ' ')" \
		"ethernet@5 ethernet@6 " "boot $BOOT: in the board's dtb ethernet@5 comes before ethernet@6"
}

host_during() {
	[ "$BOOT" = 2 ] || return 0
	console_wait '^@@SECOND-UP$' 60 || { echo "the guest did not see ethernet@6's interface"; return; }
	qemu_monitor "device_add usb-net,bus=xhci.0,port=1,netdev=un_xhci_1,mac=52:54:00:00:0d:05,id=net5"
}
